/** How many submitted reviews a page shows; the loader and the list agree on it. */
export const REVIEWS_PAGE_SIZE = 50;
/** The query parameter that pages the submitted reviews. */
export const reviewsParam = "reviews";
