import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';

interface ErrorBoundaryProps {
  /** What shows instead of the children once one of them threw while rendering. */
  fallback: ReactNode;
  /** The children are tried again when this changes (e.g. the page's path). */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  /** The resetKey the children were last tried with. */
  resetKey: unknown;
}

/**
 * Keeps a rendering error inside its part of the page: the children are replaced by `fallback`,
 * the rest of the page stays usable. React logs the error itself.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The small stand-in for one item (a card, a tile, a dialog's body) that could not be shown. */
function ItemProblem({ as: Tag }: { as: 'div' | 'li' }) {
  const { t } = useTranslation();
  return <Tag className="item-problem">{t('pageProblem.item')}</Tag>;
}

/**
 * One list item rendering user content: if it throws, only it becomes a placeholder and the rest
 * of the list stays. `as` keeps the placeholder valid where the item would be (`li` in a list).
 */
export function ItemBoundary({ as = 'div', children }: { as?: 'div' | 'li'; children: ReactNode }) {
  return <ErrorBoundary fallback={<ItemProblem as={as} />}>{children}</ErrorBoundary>;
}
