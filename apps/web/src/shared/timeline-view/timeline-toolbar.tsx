import { useTranslation } from '../i18n/i18n';

interface TimelineToolbarProps {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFitAll: () => void;
  onExportSvg: () => void;
  onExportPng: () => void;
}

/** Zoom in, Zoom out and Fit all for the view; SVG and PNG for a slide or a worksheet. */
export function TimelineToolbar(props: TimelineToolbarProps) {
  const { t } = useTranslation();
  const actions = [
    { label: t('timelineView.zoomIn'), onClick: props.onZoomIn, ghost: false },
    { label: t('timelineView.zoomOut'), onClick: props.onZoomOut, ghost: false },
    { label: t('timelineView.fitAll'), onClick: props.onFitAll, ghost: false },
    { label: t('timelineView.exportSvg'), onClick: props.onExportSvg, ghost: true },
    { label: t('timelineView.exportPng'), onClick: props.onExportPng, ghost: true },
  ];
  return (
    <div className="timeline-view__toolbar">
      {actions.map(({ label, onClick, ghost }) => (
        <button
          key={label}
          type="button"
          className={ghost ? 'button button--ghost button--small' : 'button button--small'}
          onClick={onClick}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
