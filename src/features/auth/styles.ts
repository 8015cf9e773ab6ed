// Mantine component styles the authentication pages use beyond the first download's (src/app/styles.ts), in
// Mantine's own order; they arrive with this feature's chunk.
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Avatar.css';
