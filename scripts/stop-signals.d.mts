export function onStopSignals(onStop: (signal: NodeJS.Signals, insisting: boolean) => void): void;
