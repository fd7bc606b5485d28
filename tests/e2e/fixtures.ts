// The e2e tests' fixtures, by subject in ./fixtures/; every test file imports them from here.

export * from "./fixtures/a11y.ts";
export * from "./fixtures/browser.ts";
export * from "./fixtures/mail.ts";
export * from "./fixtures/server.ts";
export * from "./fixtures/users.ts";
