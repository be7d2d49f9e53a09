interface PressedToggleGroupProps<Option extends string> {
  label: string;
  options: readonly Option[];
  selected: Option;
  onSelect: (option: Option) => void;
  nameOf: (option: Option) => string;
  /** The block class: the group is `.{className}`, each button `.{className}__option`. */
  className: string;
}

/** A few mutually exclusive choices as toggle buttons in a group, the current one pressed. */
export function PressedToggleGroup<Option extends string>(props: PressedToggleGroupProps<Option>) {
  const { label, options, selected, onSelect, nameOf, className } = props;
  return (
    <div className={className} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={`${className}__option`}
          aria-pressed={option === selected}
          onClick={() => onSelect(option)}
        >
          {nameOf(option)}
        </button>
      ))}
    </div>
  );
}
