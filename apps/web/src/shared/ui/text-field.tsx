import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldFrameProps {
  label: string;
  /** A message under the field; the control is then marked invalid and described by it. */
  error?: string | undefined;
  children: (control: {
    id: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** Label, control and error, tied together so screen readers and tests find the control by name. */
function FieldFrame({ label, error, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'value'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function TextField({ label, value, onChange, error, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <input
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'onChange' | 'value'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function TextAreaField({ label, value, onChange, error, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'onChange' | 'value'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The options. */
  children: ReactNode;
}

export function SelectField({ label, value, onChange, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
