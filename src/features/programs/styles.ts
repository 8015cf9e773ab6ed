// Mantine component styles the program pages add (Mantine's own order, see src/app/styles.ts).
import '@mantine/core/styles/Badge.css';
