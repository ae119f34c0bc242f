import { FramePage } from '@/components/frame';
import { API_BASE } from '@/lib/http';

/** Database monitor (`monitor/druid/index`, menu 111): the backend's Druid console in a frame. */
export default function DruidPage() {
  return <FramePage src={`${API_BASE}/druid/index.html`} title="Druid" />;
}
