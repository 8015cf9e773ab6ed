// Mantine component styles this feature adds (Mantine's own order, see src/app/styles.ts).
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Skeleton.css';
