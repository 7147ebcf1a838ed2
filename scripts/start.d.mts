/** The types of start.mjs's exports, for the tests and the bench that use them. */
export declare const SERVER_ENVIRONMENT: Readonly<Record<string, string>>;
export declare function buildInputsHash(inputs?: string[]): string;
