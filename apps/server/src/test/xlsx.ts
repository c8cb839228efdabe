import ExcelJS from 'exceljs';

/** The first column of an .xlsx answer's first sheet, under its header row (an export's ticket codes, in order). */
export async function firstColumnOf(payload: Buffer): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  const values: string[] = [];
  wb.worksheets[0].eachRow((row, n) => {
    if (n > 1) values.push(row.getCell(1).text);
  });
  return values;
}
