// Mantine component styles the content pages use beyond those of the first download (src/app/styles.ts), in
// Mantine's own order; they arrive with the first content page's chunk.
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
