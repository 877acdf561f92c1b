import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("admin/login", "routes/admin-login.tsx"),
  route("update-profile", "routes/update-profile.tsx"),
  route("change-password", "routes/change-password.tsx"),
  route("logout", "routes/logout.ts"),
  route("user/dashboard", "routes/user-dashboard/route.tsx", { id: "routes/user-dashboard" }),
  route("business/dashboard", "routes/business-dashboard/route.tsx", {
    id: "routes/business-dashboard",
  }),
  route("campaign/:id", "routes/campaign-detail/route.tsx", { id: "routes/campaign-detail" }),
  route("admin/dashboard", "routes/admin-dashboard/route.tsx", { id: "routes/admin-dashboard" }),
  route("admin/payouts/:payoutId/qr", "routes/admin-payout-qr.ts"),
  route("admin/reviews/:reviewId/text", "routes/admin-review-text.ts"),
  route("b/:campaignId", "routes/public-campaign.tsx"),
  route("proof/:reviewId", "routes/proof.tsx"),
  route("set-language", "routes/set-language.ts"),
  route("events", "routes/events.ts"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
