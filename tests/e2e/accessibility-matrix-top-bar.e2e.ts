import { accessibilityMatrix } from './accessibility-matrix';

// The accessibility matrix (accessibility-matrix.ts) for the top bar layout: every member route in its two looks.
accessibilityMatrix('top bar');
