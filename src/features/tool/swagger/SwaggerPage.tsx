import { FramePage } from '@/components/frame';
import { API_BASE } from '@/lib/http';

/**
 * API docs (`tool/swagger/index`): the backend's Swagger UI in a frame. No 1.5.5 menu row points to
 * it; a menu row with this component opens it.
 */
export default function SwaggerPage() {
  return <FramePage src={`${API_BASE}/swagger-ui/index.html`} title="Swagger" />;
}
