import fs from "node:fs";
import path from "node:path";
import { checkedRoots, isSourceFile } from "./layout.ts";

/** The checked files under `root` (repository path with forward slashes → source). */
export function readSourceTree(root: string): Map<string, string> {
  const sources = new Map<string, string>();
  const read = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) read(file);
      else if (isSourceFile(file)) sources.set(file, fs.readFileSync(path.join(root, file), "utf8"));
    }
  };
  for (const dir of checkedRoots) read(dir);
  return sources;
}
