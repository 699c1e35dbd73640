export { kindDesigners, type KindDesigner, type KindDesigners, type KindDesignerProps, type NoDesignerProps, type PropertyForm } from './kindDesigners';
export { scaffolds, type Scaffold } from './scaffolds';
export { NoDesigner, noDesignerCode } from './NoDesigner';
