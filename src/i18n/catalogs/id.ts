/** Indonesian: the texts of `EN` in its order (see en.ts); docs/translations.md shows them side by side. */
export const ID = [
  'Langkah {0} dari 2', // stepOf
  'Detail kontak', // contactTitle
  'Detail perjalanan', // tripTitle
  'Semua kolom wajib diisi.', // required
  'Nama lengkap', // nameLabel
  'Masukkan nama lengkap Anda', // namePlaceholder
  'Email', // emailLabel
  'Masukkan alamat email Anda', // emailPlaceholder
  'Nomor WhatsApp', // whatsappLabel
  'Masukkan nomor WhatsApp', // whatsappPlaceholder
  'Cari negara', // countrySearch
  'Negara tidak ditemukan', // countryNotFound
  'Kode telepon negara', // countryList
  'Lanjut', // next
  'Kembali', // back
  'Kirim permintaan', // book
  'Check-in', // checkInLabel
  'Check-out', // checkOutLabel
  'Anggaran', // budgetLabel
  'Mata uang', // currencyLabel
  'Jumlah', // amountLabel
  'Masukkan jumlah (mis. 1000)', // amountPlaceholder
  'Apa tujuan Anda ke Bali?', // travelLegend
  'Liburan', // tripHoliday
  'Digital Nomad / Wirausaha', // tripNomad
  'Bulan madu / liburan berdua', // tripHoneymoon
  'Liburan keluarga', // tripFamily
  'Wellness atau retret', // tripWellness
  'Tinggal jangka panjang atau pindah', // tripLongStay
  'Mengirim permintaan pemesanan Anda…', // sending
  'Berhasil!', // successTitle
  'Permintaan pemesanan Anda telah terkirim. Kami akan segera menghubungi Anda melalui WhatsApp atau email!', // successText
  'Kirim permintaan lain', // another
  'Nama minimal 2 karakter.', // name
  'Nama maksimal {0} karakter.', // nameLong
  'Nama tidak boleh berisi karakter kontrol.', // nameControl
  'Alamat email tidak valid.', // email
  'Nomor WhatsApp tidak valid.', // whatsapp
  'Silakan pilih tanggal check-in.', // checkIn
  'Tanggal check-in tidak boleh sebelum hari ini.', // checkInPast
  'Check-in harus dalam dua tahun ke depan.', // checkInFar
  'Silakan pilih tanggal check-out.', // checkOut
  'Tanggal check-out harus setelah tanggal check-in.', // checkOutOrder
  'Masa menginap maksimal {0} malam.', // stayNights
  'Pilih mata uang.', // budgetCurrency
  'Anggaran harus berupa angka positif.', // budgetAmount
  'Anggaran maksimal {0}.', // budgetMax
  'Silakan pilih minimal satu tujuan perjalanan.', // travelType
  'Mohon isi semua kolom wajib dengan benar.', // banner
  'Permintaan gagal dikirim. Silakan periksa data Anda atau coba lagi.', // failure
  'Ulasan tamu', // reviews
  'korsel', // carousel
  'slide', // slide
  '{0} dari {1}', // slideOf
  'Putar slide otomatis', // startRotation
  'Hentikan slide otomatis', // stopRotation
  'Slide sebelumnya', // previousSlide
  'Slide berikutnya', // nextSlide
  'Nilai {0} dari 5', // rated
  'Baca selengkapnya', // readMore
  'Sembunyikan', // readLess
  'Tanggal berikut tampaknya sudah dipesan: {0}.', // availabilityTaken
  'Anda tetap dapat mengirim permintaan: pemilik akan mengonfirmasi.', // availabilityAnyway
  'Tanggal tersedia dengan durasi menginap yang sama:', // availabilityFree
  'Pilih {0}', // availabilityChoose
  '{0} malam', // estimateNight
  '{0} malam', // estimateNights
  'Perkiraan — pemilik mengonfirmasi harga akhir', // estimateNote
  'Lihat rincian harga', // estimateDetails
  'Minimal menginap untuk tanggal ini: {0} malam', // estimateMinStay
  'via {0}', // reviewVia
  'Dari buku tamu', // reviewGuestBook
  'Balasan pemilik', // ownerReply
];
