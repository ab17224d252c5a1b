import {
  axisLayout,
  type axisTicks,
  type TimelineRange,
  type TimelineZoom,
} from '../timeline-model';

/** The width of the names' column, left of the dates. */
export const LABEL_WIDTH = 240;

type AxisTicks = ReturnType<typeof axisTicks>;

/** A row of the axis as a position: where it starts and how tall its line of text is. */
function axisRow(row: { top: number; height: number }) {
  return { top: row.top, height: row.height, lineHeight: `${row.height}px` };
}

/** What the axis and the gridlines are drawn from. */
export interface AxisProps {
  range: TimelineRange;
  zoom: TimelineZoom;
  ticks: AxisTicks;
  /** Where today's middle is, in pixels from the range's start. */
  todayX: number;
}

/** The dates over the chart: months or weeks above, days or weeks below, and today. */
export function TimelineAxis({ range, zoom, ticks: { major, minor }, todayX }: AxisProps) {
  const px = range.pxPerDay;
  return (
    <div
      aria-hidden
      className="sticky top-0 z-30 flex border-b border-line bg-surface"
      style={{ height: axisLayout.height }}
    >
      <div
        className="sticky left-0 z-40 flex shrink-0 items-end border-r border-line bg-surface px-3 pb-1.5 text-xs font-medium text-muted"
        style={{ width: LABEL_WIDTH }}
      >
        Project / task
      </div>
      <div className="relative shrink-0" style={{ width: range.days * px }}>
        {major.map((tick) => (
          <span
            key={tick.key}
            data-axis-row="major"
            className="absolute border-l border-line-strong pl-1.5 text-xs font-semibold whitespace-nowrap text-ink-soft"
            style={{ left: tick.day * px, ...axisRow(axisLayout.major) }}
          >
            {tick.label}
          </span>
        ))}
        {minor.map((tick) => (
          <span
            key={tick.key}
            data-axis-row="minor"
            className="absolute text-[11px] whitespace-nowrap text-muted tabular-nums"
            style={{
              left: tick.day * px + (zoom === 'week' ? px / 2 : 0),
              ...axisRow(axisLayout.minor),
            }}
          >
            <span className={zoom === 'week' ? '-translate-x-1/2 inline-block' : 'pl-1'}>
              {tick.label}
            </span>
          </span>
        ))}
        <span
          data-axis-row="today"
          className="absolute z-10 -translate-x-1/2 rounded-t bg-red-600 px-1 text-[10px] font-semibold text-white"
          style={{ left: todayX, ...axisRow(axisLayout.today) }}
        >
          Today
        </span>
      </div>
    </div>
  );
}

/** The axis's ticks and today drawn down through the rows. */
export function Gridlines({ range, ticks: { major, minor }, todayX }: Omit<AxisProps, 'zoom'>) {
  const px = range.pxPerDay;
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute bottom-0"
      style={{ top: axisLayout.height, left: LABEL_WIDTH, width: range.days * px }}
    >
      {minor.map((tick) => (
        <div
          key={tick.key}
          className="absolute inset-y-0 border-l border-line/60"
          style={{ left: tick.day * px }}
        />
      ))}
      {major.map((tick) => (
        <div
          key={tick.key}
          className="absolute inset-y-0 border-l border-line-strong"
          style={{ left: tick.day * px }}
        />
      ))}
      <div
        data-testid="today-line"
        className="absolute inset-y-0 z-10 w-0.5 -translate-x-1/2 bg-red-600"
        style={{ left: todayX }}
      />
    </div>
  );
}
