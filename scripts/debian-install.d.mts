export const isRoot: boolean;
export const hasApt: boolean;
export const mayInstall: boolean;
export function installCommandFor(pkg: string): string;
export function onPath(command: string): boolean;
export function aptInstall(pkg: string): boolean;
export function stop(problem: string, command: string, note?: string, intro?: string): never;
