export { labelPath, nameFrom, type LabelNode, type LabelTree, type PathLabel, type Translate } from './labelTree';
export { labelIssues, type LabelledIssue } from './labelIssues';
export { formLabels, tableLabels, viewLabels } from './kindLabels';
export { dashboardLabels, datasetLabels, portalLabels, reportLabels } from './insightLabels';
export { httpConfigLabels, sqlConfigLabels } from './recordLabels';
export { changedPaths, isTouched } from './touchedPaths';
export { useShownIssues, type ShownIssues } from './useShownIssues';
export { HiddenIssuesLink } from './HiddenIssuesLink';
