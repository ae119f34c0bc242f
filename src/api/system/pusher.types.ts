/** The rows of pusher as the backend sends them: runtime-free, so the mock can import them too. */

/** One setting a pusher type reads from its configuration (the screen's hints and required keys). */
export interface PusherTypeField {
  name: string;
  required?: boolean;
  /** What to put there, in the request's language. */
  description?: string;
  example?: string;
}

/** A pusher type of `GET /pusher/types`. */
export interface PusherType {
  id: string;
  name: string;
  fields?: PusherTypeField[];
}

/** A message-pusher configuration as `GET /pusher/config` and its detail return it. */
export interface PusherConfig {
  configId: string;
  name: string;
  /** A `PusherType` id. */
  type: string;
  /** EnableOrDisable: '0' enabled, '1' disabled. */
  status: string;
  /** The type's settings (webhook, secret, …) as a JSON object. */
  configProps: Record<string, unknown>;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
}
