export { noteMember, noteRoute, noteVisit, reportError, startFieldData } from './front';
export type { ErrorSource, VisitKind } from './types';
