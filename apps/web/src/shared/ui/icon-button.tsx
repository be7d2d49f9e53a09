import type { ButtonHTMLAttributes } from 'react';

interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'aria-label' | 'children'
> {
  /** What a screen reader hears, since the glyph says nothing to it. */
  label: string;
  /** The glyph shown: × (close, remove, clear) unless given. */
  icon?: string;
}

/** A small button showing only a glyph, named for screen readers by `label`. */
export function IconButton({ label, icon = '×', className, ...button }: IconButtonProps) {
  return (
    <button
      type="button"
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={label}
      {...button}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
