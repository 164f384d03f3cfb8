/** German: the texts of `EN` in its order (see en.ts); docs/translations.md shows them side by side. */
export const DE = [
  'Schritt {0} von 2', // stepOf
  'Kontaktdaten', // contactTitle
  'Reisedetails', // tripTitle
  'Alle Felder sind Pflichtfelder.', // required
  'Vollständiger Name', // nameLabel
  'Ihr vollständiger Name', // namePlaceholder
  'E-Mail', // emailLabel
  'Ihre E-Mail-Adresse', // emailPlaceholder
  'WhatsApp-Nummer', // whatsappLabel
  'Ihre WhatsApp-Nummer', // whatsappPlaceholder
  'Land suchen', // countrySearch
  'Kein Land gefunden', // countryNotFound
  'Ländervorwahlen', // countryList
  'Weiter', // next
  'Zurück', // back
  'Anfrage senden', // book
  'Anreise', // checkInLabel
  'Abreise', // checkOutLabel
  'Budget', // budgetLabel
  'Währung', // currencyLabel
  'Betrag', // amountLabel
  'Betrag eingeben (z. B. 1000)', // amountPlaceholder
  'Was führt Sie nach Bali?', // travelLegend
  'Urlaub', // tripHoliday
  'Remote-Arbeit / Selbst\u00adständigkeit', // tripNomad
  'Flitterwochen / Auszeit zu zweit', // tripHoneymoon
  'Familienurlaub', // tripFamily
  'Wellness oder Retreat', // tripWellness
  'Langzeit\u00adaufenthalt oder Umzug', // tripLongStay
  'Ihre Buchungs\u00adanfrage wird gesendet…', // sending
  'Anfrage gesendet!', // successTitle
  'Ihre Buchungs\u00adanfrage wurde gesendet. Wir melden uns bald per WhatsApp oder E-Mail bei Ihnen!', // successText
  'Neue Anfrage', // another
  'Der Name muss mindestens 2 Zeichen lang sein.', // name
  'Der Name darf höchstens {0} Zeichen lang sein.', // nameLong
  'Der Name darf keine Steuerzeichen enthalten.', // nameControl
  'Ungültige E-Mail-Adresse.', // email
  'Ungültige WhatsApp-Nummer.', // whatsapp
  'Bitte wählen Sie ein Anreisedatum.', // checkIn
  'Das Anreisedatum darf nicht in der Vergangenheit liegen.', // checkInPast
  'Die Anreise muss innerhalb der nächsten zwei Jahre liegen.', // checkInFar
  'Bitte wählen Sie ein Abreisedatum.', // checkOut
  'Das Abreisedatum muss nach dem Anreisedatum liegen.', // checkOutOrder
  'Ein Aufenthalt darf höchstens {0} Nächte dauern.', // stayNights
  'Bitte wählen Sie eine Währung.', // budgetCurrency
  'Das Budget muss eine positive Zahl sein.', // budgetAmount
  'Das Budget darf höchstens {0} betragen.', // budgetMax
  'Bitte wählen Sie mindestens einen Reisezweck.', // travelType
  'Bitte füllen Sie alle Pflichtfelder korrekt aus.', // banner
  'Die Anfrage konnte nicht gesendet werden. Bitte prüfen Sie Ihre Angaben oder versuchen Sie es erneut.', // failure
  'Gästebewertungen', // reviews
  'Karussell', // carousel
  'Bewertung', // slide
  '{0} von {1}', // slideOf
  'Automatisches Blättern starten', // startRotation
  'Automatisches Blättern anhalten', // stopRotation
  'Vorherige Bewertung', // previousSlide
  'Nächste Bewertung', // nextSlide
  'Bewertung: {0} von 5 Sternen', // rated
  'Weiterlesen', // readMore
  'Weniger anzeigen', // readLess
  'Laut Kalender bereits belegt: {0}.', // availabilityTaken
  'Sie können Ihre Anfrage trotzdem senden: Der Gastgeber prüft die Verfügbarkeit und meldet sich.', // availabilityAnyway
  'Freie Zeiträume mit gleicher Anzahl Nächte:', // availabilityFree
  '{0} wählen', // availabilityChoose
  '{0} Nacht', // estimateNight
  '{0} Nächte', // estimateNights
  'Schätzung — der Gastgeber bestätigt den Endpreis', // estimateNote
  'Preisdetails anzeigen', // estimateDetails
  'Mindest\u00adaufenthalt für diese Daten: {0} Nächte', // estimateMinStay
  'via {0}', // reviewVia
  'Aus dem Gästebuch', // reviewGuestBook
  'Antwort des Gastgebers', // ownerReply
];
