import { useId } from 'react';
import classes from './view-switch.module.css';

interface ViewSwitchProps<T extends string> {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The member points at or focuses the switch: about to choose (the page may fetch a view's code ahead). */
  onIntent?: () => void;
}

/**
 * Two or more views as one row of radio buttons, looking like Mantine's SegmentedControl. Native radios in CSS only:
 * Mantine's control measures itself to place its sliding indicator, a forced layout of ~48 ms on a mid-tier phone
 * as the dashboard first renders; the arrow keys, the names and the checked state are the browser's own.
 */
export function ViewSwitch<T extends string>({ label, options, value, onChange, onIntent }: ViewSwitchProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root} onPointerEnter={onIntent} onFocus={onIntent}>
      {options.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className={classes.input}
          />
          <span className={classes.text}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
