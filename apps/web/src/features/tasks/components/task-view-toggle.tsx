import { Columns3, LayoutGrid } from 'lucide-react';
import { SegmentedControl, type SegmentedOption } from '../../../components/ui/segmented-control';
import type { TaskView } from '../use-task-filters';

const options: Array<SegmentedOption<TaskView>> = [
  { value: 'grid', label: 'Grid', icon: LayoutGrid },
  { value: 'board', label: 'Board', icon: Columns3 },
];

/** Grid or Board, as two toggle buttons; the choice lives in the URL with the filters. */
export function TaskViewToggle({
  view,
  onChange,
}: {
  view: TaskView;
  onChange: (view: TaskView) => void;
}) {
  return <SegmentedControl label="View" options={options} value={view} onChange={onChange} />;
}
