import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain .mjs script, shared with the build; it has no type declarations.
import { ensureSsrBuild } from "../../../scripts/ensure-ssr-build.mjs";
import { buildTemplate, dropTemplate } from "./template-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // Tests of the guest pages render them with the built renderer.
  ensureSsrBuild();
  const ref = await buildTemplate(process.env.TEST_DATABASE_URL || undefined);
  project.provide("databaseTemplate", JSON.stringify(ref));
  return () => dropTemplate(ref);
}
