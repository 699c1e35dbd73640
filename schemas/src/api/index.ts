// Shared shapes of API answers: the envelope, the error envelope, the list shapes, and the result
// schemas of the route families (each documented as the server answers it today).
export * from './envelope';
export * from './results';
export * from './formDataResults';
export * from './menuResults';
export * from './taskResults';
export * from './consoleResults';
export * from './consoleWriteResults';
export * from './configResults';
export * from './designerResults';
export * from './referenceResults';
export * from './codeListResults';
export * from './workflowExtrasResults';
export * from './workflowResults';
export * from './deptPermissionResults';
export * from './portalResults';
export * from './dashboardResults';
export * from './fileResults';
export * from './menuAdminResults';
export * from './selfServiceResults';
export * from './reportResults';
export * from './operatorResults';
export * from './extrasResults';
export * from './appPackageResults';
export * from './ssoResults';
export * from './identityResults';
export * from './routeResults';
