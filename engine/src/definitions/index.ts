// Filled in by the engine issue (#3).
export {};
