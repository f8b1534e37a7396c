import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DIRECTIONS } from '../../../lib/i18n/languages';
import { useConsoleWords } from '../i18n/use-console-words';
import { shortDay, type DayCount } from './day-series';

interface GraphicProps {
  series: DayCount[];
  deadlineDay?: string;
}

// The site's accent, link and muted colours (app.css), as SVG attributes; overview.css sets the texts' fill too.
const BAR = '#f2a93b';
const DEADLINE = '#9cc0ff';
const INK = '#c3cbe0';
// React sets these through the CSSOM, which the page's CSP allows (style attributes in HTML it does not).
const TOOLTIP_BOX = { background: '#141b3d', border: '1px solid #2e3a6e', borderRadius: 8 };
const TOOLTIP_TEXT = { color: '#e8ecf4' };

/**
 * The bars of submissions per day, with the deadline as a labelled dashed line. Its own module so
 * that recharts is loaded only when a chart is shown; the page names it and gives its numbers as a table.
 * Right to left, time runs from right to left and the counts stand on the right, as Arabic readers read a chart.
 */
export default function SubmissionsChartGraphic({ series, deadlineDay }: GraphicProps) {
  const { t, number, language } = useConsoleWords();
  const rtl = DIRECTIONS[language] === 'rtl';
  const deadlineOnAxis = deadlineDay !== undefined && series.some((entry) => entry.day === deadlineDay);
  // The end of the time axis leaves room for the deadline's label when the deadline is the last day.
  const margin = rtl ? { top: 24, right: 0, bottom: 0, left: 28 } : { top: 24, right: 28, bottom: 0, left: 0 };
  const day = (value: unknown) => shortDay(String(value), language);
  return (
    <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 320, height: 240 }}>
      <BarChart data={series} margin={margin} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="#2e3a6e" />
        <XAxis dataKey="day" reversed={rtl} tickFormatter={day} tick={{ fill: INK, fontSize: 12 }} stroke={INK} minTickGap={16} />
        <YAxis
          allowDecimals={false}
          width={36}
          orientation={rtl ? 'right' : 'left'}
          tickFormatter={(count: number) => number(count)}
          tick={{ fill: INK, fontSize: 12 }}
          stroke={INK}
        />
        <Tooltip
          labelFormatter={day}
          formatter={(count) => [typeof count === 'number' ? number(count) : count, t('console.chart.submissions')]}
          cursor={{ fill: 'rgb(156 192 255 / 15%)' }}
          contentStyle={TOOLTIP_BOX}
          labelStyle={TOOLTIP_TEXT}
          itemStyle={TOOLTIP_TEXT}
        />
        <Bar dataKey="count" name={t('console.chart.submissions')} fill={BAR} isAnimationActive={false} />
        {deadlineOnAxis ? (
          <ReferenceLine
            x={deadlineDay}
            stroke={DEADLINE}
            strokeWidth={2}
            strokeDasharray="6 4"
            label={{
              value: t('console.chart.deadline'),
              position: 'top',
              fill: DEADLINE,
              fontSize: 12,
              fontWeight: 700,
              className: 'chart-deadline-label',
            }}
          />
        ) : null}
      </BarChart>
    </ResponsiveContainer>
  );
}
