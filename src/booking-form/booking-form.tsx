export function BookingForm() {
  return <form>placeholder</form>;
}
