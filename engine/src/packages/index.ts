// App packages (issue 19): the canonical text, the dependency closure and environment bindings.
export * from './canonicalJson';
export * from './merge';
export * from './folderLayout';
