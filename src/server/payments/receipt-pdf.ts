import type { Receipt } from "../../contract/payments.ts";
import { formatIndianTimeLong } from "../../contract/zoned-time.ts";

// The receipt as a PDF, drawn on the server. PDF's standard fonts have no rupee sign, so amounts
// read "INR 999.00" here (the screen uses ₹). pdfkit is loaded at the first receipt, not at start:
// with fontkit, brotli and its font metrics it held some 10 MB of the idle server's memory that a
// server which never prints a receipt does not need (decision record 0025).

const money = (paise: number, currency: string) =>
  `${currency} ${new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;

export async function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `EventHub receipt ${receipt.id}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(22).text("EventHub");
  doc.font("Helvetica").fontSize(11).fillColor("#555").text("Payment receipt");
  doc.moveDown(1.5).fillColor("#000");
  const rows: [string, string][] = [
    ["Receipt number", receipt.id],
    ["Date", `${formatIndianTimeLong(receipt.updatedAt)} (IST)`],
    ["Billed to", `${receipt.payerName} <${receipt.payerEmail}>`],
    ["Event", receipt.eventTitle ?? "(event deleted)"],
    ["Package", receipt.packageName],
    ["Status", "Paid"],
    ["Order ID", receipt.orderId ?? ""],
    ["Payment ID", receipt.paymentId ?? ""],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("Helvetica-Bold").fontSize(11).text(label, 56, y, { width: 150 });
    doc.font("Helvetica").text(value, 210, y, { width: 330 });
    doc.moveDown(0.4);
  }
  doc.moveDown(1);
  doc.font("Helvetica-Bold").fontSize(11).text("Included", 56);
  doc.font("Helvetica");
  for (const f of receipt.features) doc.text(`•  ${f}`, 66);
  doc.moveDown(1);
  doc.moveTo(56, doc.y).lineTo(539, doc.y).stroke("#ccc").moveDown(0.6);
  const y = doc.y;
  doc.font("Helvetica-Bold").fontSize(14).text("Total paid", 56, y);
  doc.text(money(receipt.amount, receipt.currency), 56, y, { width: 483, align: "right" });
  doc.end();
  return done;
}
