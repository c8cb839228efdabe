import { CUSTOMER } from '../test/render-portal';
import type { TicketDetail, TicketRow } from './tickets-query';

/** A list row as GET /tickets answers it (customer CUSTOMER's own unless told). */
export function row(id: number, extra: Partial<TicketRow> = {}): TicketRow {
  return {
    id,
    ticket_id: `GD-${String(id).padStart(4, '0')}`,
    customer_id: CUSTOMER.id,
    name: 'Gina Glazier',
    business_id: 7,
    business_name: 'Clear View Glazing',
    created_at: '2026-05-04T09:30:00.000Z',
    glass_order_no: `GO-${id}`,
    customer_po_no: null,
    glass_type: 'Laminated',
    warranty_reason: 'Scratch',
    glass_size: '1200 x 800',
    panel_status: null,
    marks: null,
    received_date: '2026-05-01',
    expected_date: null,
    status: 'Created',
    last_notification_at: null,
    ...extra,
  };
}

/** GET /tickets/{id}: every field, two Defect photos and one Label photo, two notifications (oldest first, as sent). */
export function detail(id: number, extra: Partial<TicketDetail> = {}): TicketDetail {
  const { last_notification_at: _l, ...base } = row(id, {
    customer_po_no: 'PO-881',
    panel_status: 'Installed',
    marks: 'North face, 2nd floor',
    expected_date: '2026-05-20',
    status: 'Notified',
  });
  return {
    ...base,
    note: '<p>Crack <strong>near</strong> the corner.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    images: [
      { type: 'Defect', url: '/files/defect-1.jpg', thumbnail_url: '/files/defect-1-small.jpg' },
      { type: 'Defect', url: '/files/defect-2.jpg', thumbnail_url: '/files/defect-2-small.jpg' },
      { type: 'Label', url: '/files/label-1.jpg', thumbnail_url: '/files/label-1-small.jpg' },
    ],
    notifications: [
      { message: 'We have received your photos.', sender: 'Sam Staff', created_at: '2026-05-05T10:00:00.000Z' },
      { message: 'A replacement is booked for 20 May.', sender: 'Pat Planner', created_at: '2026-05-06T08:15:00.000Z' },
    ],
    ...extra,
  };
}
