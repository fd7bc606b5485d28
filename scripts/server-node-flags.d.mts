export function serverNodeFlags(env?: NodeJS.ProcessEnv): string[];
