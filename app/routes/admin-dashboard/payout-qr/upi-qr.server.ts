import QRCode from "qrcode";

/**
 * The QR code of a UPI payment link as an SVG document, drawn here so that no outside service
 * ever sees a reviewer's UPI ID. Error correction M survives a phone camera on a screen.
 */
export async function upiQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
}
