import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain .mjs script, shared with the build; it has no type declarations.
import { ensureSsrBuild } from "../../../scripts/ensure-ssr-build.mjs";
import databaseSetup from "./database-setup.ts";

export default async function setup(project: TestProject) {
  // Tests of the guest pages render them with the built renderer.
  ensureSsrBuild();
  return databaseSetup(project);
}
