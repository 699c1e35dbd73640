// App packages (issue 19): the canonical text, the dependency closure and environment bindings.
export * from './canonicalJson';
export * from './packageBindings';
export * from './menuRoots';
export * from './buildAppPackage';
export * from './merge';
export * from './folderLayout';
