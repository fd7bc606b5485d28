import type { TestProject } from "vitest/node";
import { buildTemplate, dropTemplate } from "./template-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

/** The migrated database each test file copies (template-database.ts), built once per run. */
export default async function databaseSetup(project: TestProject) {
  const ref = await buildTemplate(process.env.TEST_DATABASE_URL || undefined);
  project.provide("databaseTemplate", JSON.stringify(ref));
  return () => dropTemplate(ref);
}
