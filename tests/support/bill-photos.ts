/**
 * Photos of restaurant bills of one layout (issue 49): a printed bill on a table, drawn with
 * sharp from an SVG in Liberation Mono, with camera grain; and the edits of a reuser who photographs
 * the same bill again (a 1–3 % crop, a 2–4° turn, grain and a little blur, saved anew).
 */
import sharp, { type Sharp } from "sharp";
import { gstinCheckCharacter } from "~/domain/proofs/bill-text";

const WIDTH = 1200;
const HEIGHT = 1600;

export type GeneratedBill = {
  number: string;
  /** dd/mm/yyyy as printed. */
  printedDate: string;
  /** In paise: the grand total. */
  total: number;
};

/** The same seller on every bill: a GSTIN with a right check character. */
export const SELLER_GSTIN = `23AAPFU0939F1Z${gstinCheckCharacter("23AAPFU0939F1Z")}`;

const rupees = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;

/** The bill's SVG: header, GSTIN, number and date, three items, taxes and the grand total. */
function billSvg(bill: GeneratedBill): string {
  // Items add up to the subtotal; 5 % GST on it makes the grand total.
  const subtotal = Math.round(bill.total / 1.05);
  const items = [
    ["Dal Makhani", Math.round(subtotal * 0.45)],
    ["Butter Naan x4", Math.round(subtotal * 0.3)],
  ] as const;
  const third = subtotal - items[0][1] - items[1][1];
  const tax = bill.total - subtotal;
  const rows: [string, string, number?][] = [
    ["SHARMA DHABA", "", 44],
    ["12 MG Road, Bhopal", ""],
    [`GSTIN: ${SELLER_GSTIN}`, ""],
    [`Bill No: ${bill.number}`, ""],
    [`Date: ${bill.printedDate}  19:42`, ""],
    ["--------------------------", ""],
    [items[0][0], rupees(items[0][1])],
    [items[1][0], rupees(items[1][1])],
    ["Sweet Lassi x2", rupees(third)],
    ["Sub Total", rupees(subtotal)],
    ["CGST 2.5%", rupees(Math.floor(tax / 2))],
    ["SGST 2.5%", rupees(tax - Math.floor(tax / 2))],
    ["--------------------------", ""],
    ["Grand Total", `₹ ${rupees(bill.total)}`, 36],
    ["Thank you! Visit again", ""],
  ];
  const text = rows
    .map(([left, right, size], i) => {
      const y = 250 + i * 72;
      const fontSize = size ?? 32;
      return `<text x="230" y="${y}" font-size="${fontSize}">${left}</text>${
        right
          ? `<text x="970" y="${y}" font-size="${fontSize}" text-anchor="end">${right}</text>`
          : ""
      }`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="wood" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#8a5a3b"/><stop offset="1" stop-color="#3e2a1c"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wood)"/>
    <g transform="rotate(-1.5 600 800)" font-family="Liberation Mono" font-weight="bold" fill="#1a1a1a">
      <rect x="190" y="140" width="820" height="1340" fill="#f6f3ea"/>${text}
    </g></svg>`;
}

/** Grain from a fixed sequence, so a bill's photo is the same in every run. */
async function grain(image: Sharp, seed: number, amount: number): Promise<Buffer> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let state = seed;
  for (let i = 0; i < data.length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    data[i] = Math.max(
      0,
      Math.min(255, (data[i] ?? 0) + ((state >> 16) % (2 * amount + 1)) - amount),
    );
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The phone's photo of a bill, as a JPEG. */
export function billPhoto(bill: GeneratedBill, seed = 11): Promise<Buffer> {
  return grain(sharp(Buffer.from(billSvg(bill))), seed, 12);
}

/** Ten bills of the one layout: different numbers and totals, some on one day. */
export function differentBills(count = 10): GeneratedBill[] {
  return Array.from({ length: count }, (_, i) => ({
    number: String(4711 + i * 37),
    printedDate: `${String(10 + (i % 3)).padStart(2, "0")}/11/2026`,
    total: 45_000 + i * 2_350,
  }));
}

/**
 * The same paper bill photographed again: `crop` of each side cut (0.01–0.03), turned by `turn`
 * degrees (2–4), with fresh grain, a little blur, and saved as a JPEG at another quality.
 */
export async function rephotographed(
  photo: Buffer,
  edit: { crop: number; turn: number; seed: number },
): Promise<Buffer> {
  const { width = WIDTH, height = HEIGHT } = await sharp(photo).metadata();
  const left = Math.round(width * edit.crop);
  const top = Math.round(height * edit.crop);
  const cropped = sharp(
    await sharp(photo)
      .extract({ left, top, width: width - 2 * left, height: height - 2 * top })
      .rotate(edit.turn, { background: "#4a3322" })
      .blur(0.6)
      .toBuffer(),
  );
  return sharp(await grain(cropped, edit.seed, 8))
    .jpeg({ quality: 78 })
    .toBuffer();
}
