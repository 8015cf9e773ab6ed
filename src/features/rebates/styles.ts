// Mantine component styles the rebate pages add (Mantine's own order, see src/app/styles.ts).
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
