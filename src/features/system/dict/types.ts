/** The tag styles a dict entry can have, in the order the Vue console offers them. */
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
