import { axisPosition, type AxisView, type EraBand } from '@chronodeck/timeline-axis';
import { clusterSpan, pixelOf, type LaneLayout, type TimelineEvent } from './timeline-lanes';

/** Everything the current view draws, with its texts already in the reader's language. */
export interface TimelineDrawing {
  view: AxisView;
  width: number;
  eras: readonly (EraBand & { name: string })[];
  ticks: readonly { year: number; label: string }[];
  lanes: readonly {
    title: string;
    placed: readonly { event: TimelineEvent; position: number }[];
    /** Laid out at its own zoom, which may differ from the view's while a gesture settles. */
    layout: LaneLayout;
  }[];
  clusterLabel: (count: number) => string;
}

const LANE_HEIGHT = 150;
const ROW_HEIGHT = 24;
const TOP = 28;
const AXIS_HEIGHT = 30;
const ERA_COLOURS = ['#f1ece4', '#e8eef6', '#eef3e8', '#f5ebf0', '#ecebf6'];

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Labels longer than a label's room are cut with an ellipsis, as on screen. */
const shortened = (title: string) => (title.length > 26 ? `${title.slice(0, 25)}…` : title);

/**
 * The current view as a standalone SVG document (fonts from the system, no external resources),
 * for a slide or a worksheet: era bands, each lane with its labelled events and clusters, the axis.
 */
export function timelineSvg(drawing: TimelineDrawing): string {
  const { view, width } = drawing;
  const x = (position: number) => pixelOf(view, width, position);
  const height = TOP + drawing.lanes.length * LANE_HEIGHT + AXIS_HEIGHT;
  const parts: string[] = [];
  drawing.eras.forEach((era, index) => {
    const from = Math.max(0, x(era.from));
    const to = Math.min(width, x(era.to));
    if (to <= from) return;
    parts.push(
      `<rect x="${from}" y="0" width="${to - from}" height="${height - AXIS_HEIGHT}" fill="${ERA_COLOURS[index % ERA_COLOURS.length]}"/>`,
      `<text x="${from + 6}" y="18" font-size="12" fill="#5b5b66">${escapeXml(era.name)}</text>`,
    );
  });
  drawing.lanes.forEach((lane, laneIndex) => {
    const baseline = TOP + (laneIndex + 1) * LANE_HEIGHT - 16;
    parts.push(
      `<text x="6" y="${baseline - (LANE_HEIGHT - 28)}" font-size="13" font-weight="700" fill="#1e1b4b">${escapeXml(lane.title)}</text>`,
      `<line x1="0" x2="${width}" y1="${baseline}" y2="${baseline}" stroke="#c9c3b8"/>`,
    );
    for (const { event, position } of lane.placed) {
      const at = x(position);
      if (at < -200 || at > width) continue;
      parts.push(`<circle cx="${at}" cy="${baseline}" r="4" fill="#312e81"/>`);
      const row = lane.layout.rows.get(event._id);
      if (row === undefined) continue;
      const y = baseline - 12 - row * ROW_HEIGHT;
      parts.push(
        `<line x1="${at}" x2="${at}" y1="${baseline}" y2="${y + 4}" stroke="#c9c3b8"/>`,
        `<text x="${at + 4}" y="${y}" font-size="12" fill="#1f2937">${escapeXml(shortened(event.title))}</text>`,
      );
    }
    for (const cluster of lane.layout.clusters) {
      const at = x(clusterSpan(lane.layout, cluster).from);
      parts.push(
        `<text x="${at}" y="${baseline - 12}" font-size="12" font-weight="700" fill="#92400e">${escapeXml(drawing.clusterLabel(cluster.ids.length))}</text>`,
      );
    }
  });
  const axisY = height - AXIS_HEIGHT;
  parts.push(`<line x1="0" x2="${width}" y1="${axisY}" y2="${axisY}" stroke="#374151"/>`);
  for (const tick of drawing.ticks) {
    const at = x(axisPosition(tick.year));
    parts.push(
      `<line x1="${at}" x2="${at}" y1="${axisY}" y2="${axisY + 6}" stroke="#374151"/>`,
      `<text x="${at}" y="${axisY + 20}" font-size="12" text-anchor="middle" fill="#374151">${escapeXml(tick.label)}</text>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...parts,
    '</svg>',
  ].join('\n');
}

function download(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
}

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export const downloadSvg = (svg: string, fileName: string) =>
  download(svgUrl(svg), `${fileName}.svg`);

/** The SVG drawn at twice its size on a canvas, so the PNG stays sharp on a projector. */
export async function downloadPng(svg: string, fileName: string): Promise<void> {
  const image = new Image();
  image.src = svgUrl(svg);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth * 2;
  canvas.height = image.naturalHeight * 2;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.scale(2, 2);
  context.drawImage(image, 0, 0);
  download(canvas.toDataURL('image/png'), `${fileName}.png`);
}
