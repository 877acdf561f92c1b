/** How many submitted reviews a page shows; the loader and the list agree on it. */
export const REVIEWS_PAGE_SIZE = 20;
/** The query parameter that pages the submitted reviews. */
export const reviewsParam = "reviews";
