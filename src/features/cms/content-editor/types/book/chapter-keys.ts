/** The query key of a book's chapter list (the chapter editor refreshes it after a save). */
export const chapterKeys = (contentId: string) => ['cms/book/chapter', contentId] as const;
