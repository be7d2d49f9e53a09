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
  return (
    <div className="timeline-view__toolbar">
      <button type="button" className="button button--small" onClick={props.onZoomIn}>
        {t('timelineView.zoomIn')}
      </button>
      <button type="button" className="button button--small" onClick={props.onZoomOut}>
        {t('timelineView.zoomOut')}
      </button>
      <button type="button" className="button button--small" onClick={props.onFitAll}>
        {t('timelineView.fitAll')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={props.onExportSvg}
      >
        {t('timelineView.exportSvg')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={props.onExportPng}
      >
        {t('timelineView.exportPng')}
      </button>
    </div>
  );
}
