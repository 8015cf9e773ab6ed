import { accessibilityMatrix } from './accessibility-matrix';

// The accessibility matrix (accessibility-matrix.ts) for the sidebar layout: every member route in its two looks.
accessibilityMatrix('sidebar');
