// Mantine component styles this feature adds (Mantine's own order, see src/app/styles.ts).
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/SimpleGrid.css';
