/** Methods that never change anything; a request with any other may have written. */
const readOnlyMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export const mayWrite = (method: string) => !readOnlyMethods.has(method);
