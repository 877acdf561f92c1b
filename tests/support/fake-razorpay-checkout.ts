/**
 * A test double of https://checkout.razorpay.com/v1/checkout.js (decision 087): `new
 * Razorpay(options)`, `on('payment.failed', fn)`, `open()`. Each attempt asks the fake for its
 * answer (JSONP, allowed by the page's CSP as a script): the handler gets the three fields the
 * real one sends; a failed attempt calls the failure handlers and, as the real Checkout does by
 * default (its `retry` option), stays open; a dismissal calls `modal.ondismiss`. While open, the
 * test plays the person through `window.__fakeRazorpay`: `retry()` makes another attempt on the
 * same order, `dismiss()` closes the window.
 */
export function checkoutScript(keyId: string): string {
  return `(function () {
  var base = document.currentScript.src.replace(/\\/v1\\/checkout\\.js.*$/, "");
  var attempts = 0;
  function Razorpay(options) { this.options = options; this.failed = []; }
  Razorpay.prototype.on = function (name, fn) { if (name === "payment.failed") this.failed.push(fn); };
  function dismiss(self) {
    window.__fakeRazorpay = undefined;
    if (self.options.modal && self.options.modal.ondismiss) self.options.modal.ondismiss();
  }
  function attempt(self) {
    window.__fakeRazorpayAnswer = function (answer) {
      if (answer.outcome === "captured") {
        window.__fakeRazorpay = undefined;
        return self.options.handler(answer.checkout);
      }
      if (answer.outcome === "failed") return self.failed.forEach(function (fn) { fn({ error: answer.error }); });
      dismiss(self);
    };
    attempts += 1;
    var script = document.createElement("script");
    script.src = base + "/_test/checkout.js?order_id=" + encodeURIComponent(self.options.order_id) + "&attempt=" + attempts;
    document.head.appendChild(script);
  }
  Razorpay.prototype.open = function () {
    var self = this;
    if (self.options.key !== ${JSON.stringify(keyId)}) throw new Error("wrong key");
    window.__fakeRazorpay = {
      retry: function () { attempt(self); },
      dismiss: function () { dismiss(self); },
    };
    attempt(self);
  };
  window.Razorpay = Razorpay;
})();`;
}
